import { zodResolver } from '@hookform/resolvers/zod';
import { ZRegisterInput } from '@talanta/schema';

// The registration form's validation, loaded apart from its screen (lib/lazy-resolver.ts).
export const registerResolver = zodResolver(ZRegisterInput);
