/**
 * Contact details and secrets that have no place in a story: email addresses, links, phone numbers,
 * street addresses and passwords. A child's first name, a town or "flat 4" is fine.
 */

const PATTERNS: readonly RegExp[] = [
  /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/u,
  /\b(?:https?:\/\/|www\.)\S+/iu,
  /\b[\p{L}\p{N}-]+\.(?:com|net|org|es|io|co|uk|app|me|info|tv|ly)\b/iu,
  // "jane at example dot com", "ana arroba gmail punto com"
  /\b\S+\s+(?:at|arroba)\s+\S+\s+(?:dot|punto)\s+(?:com|es|org|net|co)\b/iu,
  // Seven or more digits, perhaps with spaces, dots or dashes between them: a phone number.
  /(?:\+?\d[\s.-]?){7,}/u,
  // "42 Oak Street", "221B Baker Street"
  /\b\d{1,4}[a-z]?,?\s+(?:[\p{L}'-]+\s+){1,3}(?:street|st|road|rd|avenue|ave|lane|ln|drive|close|way|crescent|terrace|grove|gardens)\b/iu,
  // "calle Mayor 12", "Avenida de la Paz 45", "c/ del Olmo 7"
  /\b(?:calle|c\/|avenida|avda|plaza|paseo|camino|carrer)\s+(?:[\p{L}'-]+\s+){1,4}\d{1,4}\b/iu,
  // A British postcode: "NW1 6XE"
  /\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/u,
  /\b(?:password|passcode|pin code|contraseña|contrasena|clave)\b/iu,
];

export function hasPersonalData(text: string): boolean {
  return PATTERNS.some((pattern) => pattern.test(text));
}
