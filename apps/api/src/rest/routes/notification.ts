import { ZNotification } from '@talanta/schema';
import { z } from 'zod';
import { type RestRoute, restRoute } from '../route';

export const notificationRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/notifications',
    procedure: 'notification.list',
    tag: 'Notification',
    summary:
      "The user's newest notifications (`limit`, default 50). The body is the array; X-Unread-Count carries the number of all unread ones",
    headers: ['X-Unread-Count'],
    send: (list, reply) => {
      reply.header('X-Unread-Count', String(list.unreadCount));
      return list.notifications;
    },
    response: z.array(ZNotification),
  }),
  {
    method: 'GET',
    path: '/notifications/unread-count',
    procedure: 'notification.unreadCount',
    tag: 'Notification',
    summary: "The number of the user's unread notifications",
  },
  {
    method: 'PUT',
    path: '/notifications/mark-all-read',
    procedure: 'notification.markAllRead',
    tag: 'Notification',
    summary: "Mark all the user's notifications read",
  },
  {
    method: 'PUT',
    path: '/notifications/mark-subject-read',
    procedure: 'notification.markSubjectRead',
    tag: 'Notification',
    summary:
      "Mark read the user's notifications that lead to one job, contract or invoice `{ subject: job | contract | invoice, id }` (what opening its page does); answers how many were unread",
    example: { subject: 'invoice', id: 12 },
  },
  {
    method: 'PUT',
    path: '/notifications/:id/read',
    procedure: 'notification.markRead',
    tag: 'Notification',
    summary: "Mark one of the user's own notifications read (404 for anyone else's)",
  },
];
