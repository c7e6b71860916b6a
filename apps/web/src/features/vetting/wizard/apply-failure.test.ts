import { describe, expect, it } from 'vitest';
import { applyFailureDescription } from './apply-failure';

describe('applyFailureDescription (spec 001 §8)', () => {
  it('maps the known server messages', () => {
    expect(applyFailureDescription('Database temporarily unavailable')).toBe(
      'Database connection issue. Please try again in a moment.',
    );
    expect(applyFailureDescription('Application already exists')).toBe(
      'An application with this email already exists.',
    );
    expect(applyFailureDescription('Area of expertise is required')).toBe(
      'Please fill in all required fields.',
    );
  });

  it('shows any other server message as sent, and a fallback without one', () => {
    expect(applyFailureDescription('Too many attempts. Please wait and try again.')).toBe(
      'Too many attempts. Please wait and try again.',
    );
    expect(applyFailureDescription(undefined)).toBe('Please try again later.');
    expect(applyFailureDescription('')).toBe('Please try again later.');
  });
});
