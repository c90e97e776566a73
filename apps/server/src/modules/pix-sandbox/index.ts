// Public surface of the sandbox PSP. It imports no other module: the platform reaches it through
// the payments module's PaymentGateway, and it answers through the signed webhook over HTTP.
export { createPixSandboxRepository } from './pix-sandbox.repository.js';
export { createPixSandbox, type PixSandbox } from './pix-sandbox.service.js';
export { signPixWebhook } from '../../lib/pix/webhook-signature.js';
export { registerPixSandboxRoutes } from './pix-sandbox.routes.js';
export { pixSandboxModule } from './pix-sandbox.module.js';
