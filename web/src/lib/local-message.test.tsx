import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { en } from '@espasyo/domain/messages/en';
import { LanguageProvider } from './i18n';
import { LocalMessage, MessageNamespaces } from './i18n-validation';

function Form() {
  const [shown, setShown] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setShown(true)}>
        go
      </button>
      {shown && (
        <p role="alert">
          <LocalMessage message={en.validation.passwordsMismatch} />
        </p>
      )}
    </>
  );
}

describe('LocalMessage (issue 34)', () => {
  it('shows a schema message first shown after a click in the page language', async () => {
    render(
      <LanguageProvider lang="fil">
        <MessageNamespaces value={['validation', 'apiBookings']}>
          <Form />
        </MessageNamespaces>
      </LanguageProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Hindi magkapareho ang mga password'));
  });
});
