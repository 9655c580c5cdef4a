import { z } from 'zod';

const correo = z.string().trim().toLowerCase().min(1, 'El correo es obligatorio').email('El correo no es válido').max(150);
const nuevaPassword = z
  .string()
  .min(8, 'La contraseña debe tener al menos 8 caracteres')
  .max(128, 'La contraseña debe tener como máximo 128 caracteres');

export const loginRequestSchema = z.object({
  correo,
  password: z.string().min(1, 'La contraseña es obligatoria').max(128),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Login response: the five session fields (SPEC §3). */
export const loginResponseSchema = z.object({
  token: z.string(),
  nombre: z.string(),
  correo: z.string(),
  agencia: z.string(),
  permisos: z.array(z.string()),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const passwordEmailRequestSchema = z.object({ correo });
export type PasswordEmailRequest = z.infer<typeof passwordEmailRequestSchema>;

const coincide = {
  message: 'La confirmación no coincide con la contraseña',
  path: ['password_confirmation'],
};
const mismaPassword = (v: { password: string; password_confirmation: string }) =>
  v.password === v.password_confirmation;

export const passwordResetRequestSchema = z
  .object({
    token: z.string().min(1, 'El enlace no es válido').max(512),
    password: nuevaPassword,
    password_confirmation: z.string(),
  })
  .refine(mismaPassword, coincide);
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const changePasswordRequestSchema = z
  .object({
    old_password: z.string().min(1, 'La contraseña actual es obligatoria').max(128),
    password: nuevaPassword,
    password_confirmation: z.string(),
  })
  .refine(mismaPassword, coincide);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/**
 * POST /api/change_password answer: the message plus a fresh token. The change ends every
 * session issued before it, the calling one included; the client stores this token to go on.
 */
export const changePasswordResponseSchema = z.object({ message: z.string(), token: z.string() });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

export const folioRequestSchema = z.object({
  folio_solicitud: z.string().trim().min(1, 'El folio es obligatorio').max(64),
});
export type FolioRequest = z.infer<typeof folioRequestSchema>;

export const healthResponseSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });
