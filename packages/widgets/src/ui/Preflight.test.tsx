import { preflightViewTexts } from '@stickers62/core/texts';
import { lowResolutionPreflight, printReadyPreflight } from '@stickers62/testkit/fixtures';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import { PreflightBadge } from './PreflightBadge';
import { PreflightDetails } from './PreflightDetails';

afterEach(cleanup);

describe('preflight display', () => {
  it('names the worst level in words, not by colour alone', async () => {
    const { container } = render(
      <>
        <PreflightBadge level="red" />
        <PreflightBadge level="green" compact title="всё хорошо" />
      </>,
    );
    const [full, compact] = screen.getAllByTestId('preflight-badge');
    expect(full?.textContent).toContain(preflightViewTexts.badge.red);
    // The compact badge shows its mark; the words stay for screen readers and the tooltip.
    expect(compact?.textContent).toContain(preflightViewTexts.badge.green);
    expect(compact?.getAttribute('title')).toBe('всё хорошо');
    await expectNoAxeViolations(container);
  });

  it('opens the checks from the badge: each with its level named and its advice', async () => {
    const { container } = render(<PreflightDetails preflight={lowResolutionPreflight} />);
    const summary = screen.getByText(preflightViewTexts.badge.red).closest('summary') as HTMLElement;
    const details = summary.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    fireEvent.click(summary);
    const items = within(screen.getByRole('list', { name: preflightViewTexts.checksTitle })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(
      lowResolutionPreflight.checks.map(
        (check) =>
          `${check.level === 'red' ? '✕' : check.level === 'yellow' ? '!' : '✓'}${preflightViewTexts.level[check.level]}: ${check.message}`,
      ),
    );
    await expectNoAxeViolations(container);
  });

  it('says a print-ready layout is in order', () => {
    render(<PreflightDetails preflight={printReadyPreflight} />);
    expect(screen.getByTestId('preflight-badge').dataset.level).toBe('green');
    expect(screen.getByText(preflightViewTexts.badge.green)).toBeTruthy();
  });
});
