// The invoice PDF is drawn by the shared document frame (fonts for every script: ADR 0036).
export { renderInvoicePdf } from '../../documents/invoice-pdf';
