import { authServerTexts } from '@stickers62/core/texts';
import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml, primaryButtonStyle, sandboxPage } from '../html.js';
import { vkRedirectUri } from './identity.js';
import { type SandboxVkIdGateway, sandboxAuthorizePath, sandboxVkUser } from './sandbox.js';

const approvePath = `${sandboxAuthorizePath}/approve`;

/**
 * The sandbox's stand-in for VK's authorize screen: «Войти» sends the browser back to the
 * site's callback with code, state and device_id, as VK would.
 */
export function sandboxVkRoutes(gateway: SandboxVkIdGateway): FastifyPluginAsync {
  return async (app) => {
    const redirectUri = vkRedirectUri(app.config.publicUrl);
    const name = `${sandboxVkUser.firstName} ${sandboxVkUser.lastName}`;

    app.get(sandboxAuthorizePath, { schema: { hide: true } }, async (request, reply) => {
      const query = new URLSearchParams(request.query as Record<string, string>);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const hidden = [...query]
        .map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`)
        .join('');
      return sandboxPage(
        authServerTexts.vkSandboxTitle,
        `<p style="margin:0 0 20px">${escapeHtml(authServerTexts.vkSandboxText(name))}</p>
<form method="get" action="${approvePath}">${hidden}<button type="submit" style="${primaryButtonStyle}">${authServerTexts.vkSandboxSubmit}</button></form>`,
      );
    });

    app.get(approvePath, { schema: { hide: true } }, async (request, reply) => {
      const query = new URLSearchParams(request.query as Record<string, string>);
      // Like VK's trusted redirect URLs: the sandbox returns only to the site's own callback.
      const result =
        query.get('redirect_uri') === redirectUri
          ? gateway.emulator.authorize(query, sandboxVkUser)
          : { error: 'redirect_uri is not trusted' };
      if ('error' in result) {
        request.log.warn({ reason: result.error }, 'VK sandbox: authorize refused');
        reply.type('text/html; charset=utf-8');
        return reply
          .status(400)
          .send(sandboxPage(authServerTexts.vkSandboxTitle, `<p>${authServerTexts.vkSandboxRejected}</p>`));
      }
      return reply.redirect(result.redirect, 303);
    });
  };
}
