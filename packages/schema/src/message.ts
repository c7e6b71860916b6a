import { z } from 'zod';
import { MESSAGE_LIMITS, USER_ROLES } from './constants';
import { text, ZId } from './fields';

export const MESSAGE_MESSAGES = {
  contentRequired: 'Message cannot be empty',
  contentTooLong: `Message must be at most ${MESSAGE_LIMITS.contentMax} characters`,
  receiverRequired: 'Choose who to send the message to',
  clientMessageId: `Message id must be 1 to ${MESSAGE_LIMITS.clientMessageIdMax} characters`,
  clientMessageIdReused: 'This message id was already used for a different message',
  conversationNotFound: 'Conversation not found',
  conversationMismatch: 'This conversation is not with that user about that job',
  userNotFound: 'User not found',
  jobNotFound: 'Job not found',
  notYourself: 'You cannot message yourself',
  jobNotBetween: 'A conversation can only be about a job posted by one of its two participants',
  // Who may start a conversation (replies within an existing conversation are always allowed).
  developerNotApproved: 'You can message this developer once their profile has been approved',
  clientsMessageDevelopers: 'Clients can start conversations with approved developers only',
  applyFirst: 'You can message a client once you have applied to one of their jobs',
  developersMessageClients: 'Developers can start conversations only with clients whose jobs they applied to',
} as const;

/** Where a message notification leads: the conversation on the Messages page. */
export function conversationLink(conversationId: number): string {
  return `/messages?conversation=${conversationId}`;
}

const timestamp = () => z.string().meta({ format: 'date-time' });

export const ZMessage = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  senderId: z.number().int(),
  receiverId: z.number().int(),
  content: z.string(),
  createdAt: timestamp(),
  /** When the receiver opened the conversation after it arrived; null while unread. */
  readAt: timestamp().nullable(),
});
export type TMessage = z.infer<typeof ZMessage>;

export const ZConversationUser = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(USER_ROLES),
});

/** A row of the conversation list, and the header of an open thread. */
export const ZConversationSummary = z.object({
  id: z.number().int(),
  otherUser: ZConversationUser,
  jobId: z.number().int().nullable(),
  jobTitle: z.string().nullable(),
  lastMessage: z
    .object({ content: z.string(), createdAt: timestamp(), senderId: z.number().int() })
    .nullable(),
  /** Messages to the signed-in user not yet read. */
  unreadCount: z.number().int(),
  /** The last message's time, or when the conversation began if it has none. */
  updatedAt: timestamp(),
});
export type TConversationSummary = z.infer<typeof ZConversationSummary>;

/** Newest activity first. */
export const ZConversationList = z.array(ZConversationSummary);

/** Empty or blank means "no search". */
const searchText = text()
  .trim()
  .max(MESSAGE_LIMITS.searchMax, `Search must be at most ${MESSAGE_LIMITS.searchMax} characters`)
  .optional()
  .transform((value) => value || undefined);

export const ZListConversationsInput = z
  .object({
    /** Matches the other person's first or last name, or the job title, case-insensitively. */
    search: searchText,
    limit: z.coerce
      .number<number>()
      .int()
      .min(1)
      .max(MESSAGE_LIMITS.conversationsMax)
      .default(MESSAGE_LIMITS.conversationsDefault),
  })
  .optional()
  .transform((value) => value ?? { search: undefined, limit: MESSAGE_LIMITS.conversationsDefault });

export const ZConversationInput = z.object({
  id: ZId,
  /** A message id: only messages older than it (for loading earlier history). */
  before: ZId.optional(),
  // A query string's digits or a number.
  limit: z.coerce
    .number<number>()
    .int()
    .min(1)
    .max(MESSAGE_LIMITS.threadPage)
    .default(MESSAGE_LIMITS.threadPage),
});

export const ZConversationThread = z.object({
  conversation: ZConversationSummary,
  /** Oldest first; at most `limit`, the newest ones (before `before` when given). */
  messages: z.array(ZMessage),
  /** More messages exist before the first one returned: pass its id as `before`. */
  hasOlder: z.boolean(),
});
export type TConversationThread = z.infer<typeof ZConversationThread>;

const optionalId = ZId.nullish().transform((value) => value ?? null);

export const ZSendMessageInput = z.object({
  // Typed as a number for callers; digits in a REST body are still coerced.
  receiverId: z.coerce
    .number<number>({ error: MESSAGE_MESSAGES.receiverRequired })
    .int(MESSAGE_MESSAGES.receiverRequired)
    .positive(MESSAGE_MESSAGES.receiverRequired)
    .max(2_147_483_647, MESSAGE_MESSAGES.receiverRequired)
    .describe(
      "The receiver's user id (for a developer: `developerUserId`, or `user.id` in /api/developers/all)",
    ),
  content: text(MESSAGE_MESSAGES.contentRequired)
    .trim()
    .min(1, MESSAGE_MESSAGES.contentRequired)
    .max(MESSAGE_LIMITS.contentMax, MESSAGE_MESSAGES.contentTooLong),
  /** Which conversation of the pair: the open thread's id is the surest way to name it. */
  conversationId: optionalId,
  /** Otherwise the conversation about this job (made if needed); with neither, the pair's latest. */
  jobId: optionalId,
  /** A client-generated id: a retried send with the same one returns the original message. */
  clientMessageId: text(MESSAGE_MESSAGES.clientMessageId)
    .min(1, MESSAGE_MESSAGES.clientMessageId)
    .max(MESSAGE_LIMITS.clientMessageIdMax, MESSAGE_MESSAGES.clientMessageId)
    .nullish()
    .transform((value) => value ?? null),
});
export type TSendMessageInput = z.infer<typeof ZSendMessageInput>;

export const ZSendMessageResult = z.object({
  message: ZMessage,
  /** False when a retry with the same clientMessageId returned the message stored the first time. */
  created: z.boolean(),
});
export type TSendMessageResult = z.infer<typeof ZSendMessageResult>;

/** Contact on an applicant and "Hire this talent": open (or find) the conversation with a user. */
export const ZStartConversationInput = z.object({
  userId: ZId,
  jobId: optionalId,
});

export const ZStartConversationResult = z.object({ conversationId: z.number().int() });

export const ZMarkConversationReadResult = z.object({
  conversationId: z.number().int(),
  /** How many of the other person's messages this call marked read (0 when all already were). */
  markedRead: z.number().int(),
  readAt: timestamp().nullable(),
});
export type TMarkConversationReadResult = z.infer<typeof ZMarkConversationReadResult>;

/** Live 'read' event: `readerId` has read every message sent to them in the conversation. */
export const ZReadReceipt = z.object({
  conversationId: z.number().int(),
  readerId: z.number().int(),
  readAt: timestamp(),
});
export type TReadReceipt = z.infer<typeof ZReadReceipt>;
