import { z } from 'zod';

export const loginRequest = z.strictObject({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  /** "Remember me": a longer-lived (still revocable) session token. */
  remember: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginReply = z.object({
  token: z.string(),
  expires_at: z.string(),
  user: z.object({ id: z.number().int(), username: z.string() }),
});
export type LoginReply = z.infer<typeof loginReply>;
