import { beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { loadMessages } from '@/lib/i18n';
import { errorBody, renderApp, screen, server } from '@/testing/test-utils';
import SignInPage from './sign-in';
import SignUpPage from './sign-up';

// The pages in Filipino (issue 34): their words, the schemas' messages and the server's, by key.
beforeAll(() => loadMessages('fil', ['common', 'auth', 'validation']));

describe('the sign-in page in Filipino', () => {
  it('shows its words, a validation message and a server message in Filipino', async () => {
    server.use(
      http.post('/api/auth/signin', () =>
        HttpResponse.json(errorBody('invalid_credentials', 'Incorrect email or password. Please try again.'), {
          status: 401,
        }),
      ),
    );
    const { user } = renderApp(<SignInPage />, { url: '/signin', lang: 'fil' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Maligayang pagbabalik' })).toBeInTheDocument();
    expect(screen.getByText('Nakalimutan ang password?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ipakita ang password' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Maligayang pagbabalik/);

    await user.type(screen.getByLabelText(/^email address/i), 'not-an-email');
    await user.type(screen.getByLabelText(/^password/i), 'x');
    await user.click(screen.getByRole('button', { name: 'Mag-sign in' }));
    expect(await screen.findByText('Maglagay ng tamang email address')).toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^email address/i));
    await user.type(screen.getByLabelText(/^email address/i), 'maria@example.ph');
    await user.type(screen.getByLabelText(/^password/i), 'Wrong-pass1');
    await user.click(screen.getByRole('button', { name: 'Mag-sign in' }));
    expect(await screen.findByText('Mali ang email o password. Pakisubukan ulit.')).toBeInTheDocument();
  });
});

describe('the sign-up page in Filipino', () => {
  it('shows its words, the password hint and a validation message in Filipino', async () => {
    const { user } = renderApp(<SignUpPage />, { url: '/signup', lang: 'fil' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gumawa ng iyong account' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Gumawa ng iyong account/);
    expect(screen.getByRole('radio', { name: /maghanap ng storage/i })).toBeChecked();
    expect(screen.getByLabelText(/^pangalan/i)).toBeInTheDocument();
    expect(screen.getByLabelText(/^numero ng mobile/i)).toBeInTheDocument();
    expect(screen.getByLabelText(/^password/i)).toHaveAccessibleDescription(
      'Hindi bababa sa 8 character, may malaking titik, maliit na titik, numero, at special character (halimbawa ! @ # $ %). Hindi karaniwang password, at wala ang iyong pangalan o email.',
    );
    expect(screen.getByRole('checkbox', { name: /sumasang-ayon ako sa/i })).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^email address/i), 'juan@example.ph');
    await user.type(screen.getByLabelText(/^pangalan/i), 'J');
    await user.click(screen.getByRole('button', { name: 'Gumawa ng Account' }));
    expect(await screen.findByText('Dapat hindi bababa sa 2 character ang pangalan')).toBeInTheDocument();
  });
});
