// Public surface of the messaging module: banners, player notices, popups and promotion notices.
export { createMessagingRepository } from './messaging.repository.js';
export { createMessagingService, type MessagingService } from './messaging.service.js';
export { registerMessagingRoutes } from './messaging.routes.js';
export { seedDemoAnnouncements } from './messaging.seed.js';
export { messagingModule } from './messaging.module.js';
export { sanitiseHtml } from '../../lib/html-sanitiser.js';
