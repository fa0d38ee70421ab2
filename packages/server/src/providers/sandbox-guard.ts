/**
 * Sandboxes pretend to be a payment system, a delivery service and VK: running one in
 * production would accept fake payments and fake sign-ins. They start there only when the
 * operator says so explicitly.
 */
export class SandboxInProductionError extends Error {
  constructor(provider: string) {
    super(
      `${provider}: credentials are not configured, and the sandbox does not run with NODE_ENV=production ` +
        'unless ALLOW_SANDBOX_IN_PRODUCTION=true',
    );
    this.name = 'SandboxInProductionError';
  }
}

export interface SandboxPolicy {
  production: boolean;
  allowSandboxInProduction: boolean;
}

export function assertSandboxAllowed(provider: string, policy: SandboxPolicy): void {
  if (policy.production && !policy.allowSandboxInProduction) throw new SandboxInProductionError(provider);
}
