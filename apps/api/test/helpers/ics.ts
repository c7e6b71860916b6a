/** A tiny RFC 5545 reader for the tests: unfolds lines, reads properties and unescapes text. */

export interface IcsProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

export interface ParsedCalendar {
  /** Properties of the VCALENDAR itself (VERSION, PRODID, METHOD). */
  calendar: Map<string, IcsProperty>;
  events: Map<string, IcsProperty>[];
}

const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));

function parseLine(line: string): IcsProperty {
  // The value starts at the first colon outside a quoted parameter value.
  let quoted = false;
  let colon = -1;
  for (let index = 0; index < line.length; index++) {
    if (line[index] === '"') quoted = !quoted;
    else if (line[index] === ':' && !quoted) {
      colon = index;
      break;
    }
  }
  if (colon === -1) throw new Error(`not a content line: ${line}`);
  const [name = '', ...params] = line.slice(0, colon).split(';');
  return {
    name: name.toUpperCase(),
    params: Object.fromEntries(params.map((param) => param.split('=') as [string, string])),
    value: unescapeText(line.slice(colon + 1)),
  };
}

export function parseIcs(text: string): ParsedCalendar {
  if (!text.includes('\r\n')) throw new Error('iCalendar lines must end with CRLF');
  for (const physical of text.split('\r\n'))
    if (Buffer.byteLength(physical) > 75) throw new Error(`line longer than 75 octets: ${physical}`);
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '');
  const calendar = new Map<string, IcsProperty>();
  const events: Map<string, IcsProperty>[] = [];
  const stack: string[] = [];
  for (const line of lines) {
    const property = parseLine(line);
    if (property.name === 'BEGIN') {
      stack.push(property.value);
      if (property.value === 'VEVENT') events.push(new Map());
    } else if (property.name === 'END') {
      if (stack.pop() !== property.value) throw new Error(`unbalanced END:${property.value}`);
    } else if (stack.at(-1) === 'VEVENT') events.at(-1)?.set(property.name, property);
    else if (stack.at(-1) === 'VCALENDAR') calendar.set(property.name, property);
  }
  if (stack.length > 0) throw new Error(`unclosed ${stack.join(', ')}`);
  return { calendar, events };
}

/** The value of a property of the only event. */
export function eventValue(parsed: ParsedCalendar, name: string): string | undefined {
  if (parsed.events.length !== 1) throw new Error(`expected one VEVENT, found ${parsed.events.length}`);
  return parsed.events[0]?.get(name)?.value;
}

/** An iCalendar UTC date-time (20300115T110000Z) as an ISO string. */
export function icsTime(value: string | undefined): string {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value ?? '');
  if (!match) throw new Error(`not a UTC date-time: ${value}`);
  const [, y, mo, d, h, mi, s] = match;
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`).toISOString();
}
