import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers with a CSP that allows only this origin (fonts are self-hosted). Inline styles
 * are allowed because the toast library injects a style tag; scripts never are.
 */
async function securityHeadersPlugin(app: FastifyInstance, opts: { isProduction: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        ...(opts.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only where TLS is terminated in front of us.
    strictTransportSecurity: opts.isProduction,
    crossOriginEmbedderPolicy: false,
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
