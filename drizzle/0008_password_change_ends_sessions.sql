-- A new password ends every other session of the parent (ADR 027): the reason is recorded like the others.
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_revoked_reason_known";--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_revoked_reason_known" CHECK ("sessions"."revoked_reason" in ('logout', 'reuse', 'password-change'));