import type { RegistrationRow } from '@talanta/db';
import { EXPORT_COLUMNS, neutralizeCell, ROLE_LABELS } from '@talanta/schema';
import ExcelJS from 'exceljs';

/**
 * The registrations export as an .xlsx workbook: one sheet, a header row, one row per user. Every
 * text cell is neutralised against formula injection; the registration date is a real date cell (UTC).
 */
export async function buildRegistrationsWorkbook(
  rows: RegistrationRow[],
  generatedAt: Date,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Talanta';
  workbook.created = generatedAt;
  const sheet = workbook.addWorksheet('Registrations', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: EXPORT_COLUMNS[0], key: 'name', width: 28 },
    { header: EXPORT_COLUMNS[1], key: 'email', width: 34 },
    { header: EXPORT_COLUMNS[2], key: 'phone', width: 18 },
    { header: EXPORT_COLUMNS[3], key: 'role', width: 12 },
    { header: EXPORT_COLUMNS[4], key: 'companyOrSpecialization', width: 32 },
    {
      header: EXPORT_COLUMNS[5],
      key: 'registeredAt',
      width: 22,
      style: { numFmt: 'yyyy-mm-dd hh:mm "UTC"' },
    },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    const company =
      row.role === 'client' ? row.companyName : row.role === 'developer' ? row.specialization : null;
    sheet.addRow({
      name: neutralizeCell(`${row.firstName} ${row.lastName}`.trim()),
      email: neutralizeCell(row.email),
      phone: neutralizeCell(row.phoneNumber ?? ''),
      role: ROLE_LABELS[row.role],
      companyOrSpecialization: neutralizeCell(company ?? ''),
      registeredAt: row.createdAt,
    });
  }
  sheet.autoFilter = { from: 'A1', to: 'F1' };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
