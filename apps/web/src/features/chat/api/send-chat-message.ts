import type { ChatRoom } from '@platform/contracts';
import { apiPost } from '../../../lib/api-client';
import * as wire from '../../../lib/wire-schemas.generated';

/** POST /wps/chat/send: the message as stored (filtered), which every page of the room receives. */
export const sendChatMessage = (room: ChatRoom, text: string) =>
  apiPost('/wps/chat/send', { body: { room, text }, schema: wire.ChatSendResponse });
