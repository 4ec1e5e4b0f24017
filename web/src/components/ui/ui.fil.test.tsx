import { useState, type ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NAMESPACES } from '@espasyo/domain/i18n/namespaces';
import { LanguageProvider, loadMessages } from '@/lib/i18n';
import { ConfirmDialog } from './confirm-dialog';
import { FieldWords } from './field';
import { Pagination } from './pagination';
import { PasswordField } from './password-field';
import { EmailField } from './person-fields';
import { CharacterCount } from './text-area';

/** A part of the design system alone, in Filipino, as a page would hold it. */
function renderFil(ui: ReactNode) {
  const user = userEvent.setup();
  return { ...render(<LanguageProvider lang="fil">{ui}</LanguageProvider>), user };
}

describe('The design system in Filipino (issue 34)', () => {
  beforeAll(() => loadMessages('fil', NAMESPACES));

  it("a list's pages: what is shown, previous, the page and next", async () => {
    const onPage = vi.fn();
    const { user } = renderFil(<Pagination page={2} pageSize={20} total={1045} onPage={onPage} />);
    const pages = await screen.findByRole('navigation', { name: 'Mga pahina' });
    expect(within(pages).getByText('Ipinapakita ang 21–40 sa 1,045')).toBeInTheDocument();
    expect(within(pages).getByText('Pahina 2 ng 53')).toBeInTheDocument();
    await user.click(within(pages).getByRole('button', { name: 'Nakaraan' }));
    expect(onPage).toHaveBeenCalledWith(1);
    await user.click(within(pages).getByRole('button', { name: 'Susunod' }));
    expect(onPage).toHaveBeenCalledWith(3);
  });

  it("a list's pages keep the list's own name for them", async () => {
    renderFil(<Pagination page={1} pageSize={20} total={45} onPage={() => {}} label="Mga pahina ng bayad" />);
    expect(await screen.findByRole('navigation', { name: 'Mga pahina ng bayad' })).toBeInTheDocument();
  });

  it('the confirm dialog: its own buttons, Cancel and Close, in Filipino', async () => {
    function Confirming() {
      const [open, setOpen] = useState(true);
      return (
        <ConfirmDialog
          open={open}
          onClose={() => setOpen(false)}
          onConfirm={() => {}}
          title="I-suspend ang user?"
          confirmLabel="I-suspend"
        />
      );
    }
    const { user } = renderFil(<Confirming />);
    const dialog = await screen.findByRole('dialog', { name: 'I-suspend ang user?' });
    expect(within(dialog).getByRole('button', { name: 'Isara' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'I-suspend' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Kanselahin' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("the password field's toggle and the screen reader's 'required', without words from the page", async () => {
    const { user } = renderFil(<PasswordField label="Password" required />);
    expect(await screen.findByLabelText('Password (kailangan)')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Ipakita ang password' }));
    expect(screen.getByLabelText('Password (kailangan)')).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Itago ang password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("the shared fields take the page's words where it gives them", async () => {
    renderFil(
      <FieldWords value={{ required: '(kailangan ito)' }}>
        <EmailField />
      </FieldWords>,
    );
    expect(await screen.findByLabelText('Email address (kailangan ito)')).toHaveAttribute('type', 'email');
  });

  it("a field's character count", async () => {
    renderFil(<CharacterCount value="Maayos" max={2000} min={10} />);
    expect(await screen.findByText('6 sa 2,000 na character (hindi bababa sa 10)')).toBeInTheDocument();
  });
});
