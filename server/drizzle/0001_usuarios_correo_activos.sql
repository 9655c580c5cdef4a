DROP INDEX "usuarios_correo_lower_key";--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_correo_lower_key" ON "usuarios" USING btree (lower("correo")) WHERE "usuarios"."eliminado_at" is null;