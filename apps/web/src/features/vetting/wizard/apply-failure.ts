/**
 * The description of the "Application Failed" toast (spec 001 §8), from the server's message:
 * known messages get friendlier words, any other is shown as sent, and no message at all (the
 * request never reached the server) gets "Please try again later."
 */
export function applyFailureDescription(serverMessage: string | undefined): string {
  if (!serverMessage) return 'Please try again later.';
  if (serverMessage.includes('Database temporarily unavailable')) {
    return 'Database connection issue. Please try again in a moment.';
  }
  if (serverMessage.includes('Application already exists')) {
    return 'An application with this email already exists.';
  }
  if (serverMessage.includes('required')) return 'Please fill in all required fields.';
  return serverMessage;
}
