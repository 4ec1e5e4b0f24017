import { describe, expect, it } from 'vitest';
import { renderApp, screen } from '@/testing/test-utils';
import SignInPage from '../routes/sign-in';

describe('the Google and Facebook buttons', () => {
  it('are on the sign-in page, shown as unavailable with the reason, and do nothing when pressed', async () => {
    const { user } = renderApp(<SignInPage />, { url: '/signin' });
    const reason = 'Signing in with Google or Facebook is not available yet. Please use your email and password.';
    expect(await screen.findByText(reason)).toBeVisible();
    for (const name of ['Google', 'Facebook']) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription(reason);
      await user.click(button);
    }
    // Nothing else says it: no toast, no alert, still on the page.
    expect(screen.getAllByText(reason)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
