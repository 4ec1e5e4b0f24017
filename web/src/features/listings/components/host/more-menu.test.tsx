import { describe, expect, it, vi } from 'vitest';
import { renderApp, screen } from '@/testing/test-utils';
import { MoreMenu } from './more-menu';

describe('more menu', () => {
  it('works by keyboard: ArrowDown opens on the first item, End and ArrowDown wrap, Escape gives focus back', async () => {
    const onSelect = vi.fn();
    const { user } = renderApp(
      <MoreMenu
        label="More actions for Garage"
        items={[
          { label: 'Preview', icon: null, to: '/preview' },
          { label: 'Pause', icon: null, onSelect },
          { label: 'Delete', icon: null, onSelect, danger: true },
        ]}
      />,
    );
    const button = screen.getByRole('button', { name: 'More actions for Garage' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu')).toHaveAttribute('id', button.getAttribute('aria-controls'));
    expect(screen.getByRole('menuitem', { name: 'Preview' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Preview' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Pause' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Pause' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes on a pointer elsewhere', async () => {
    const { user } = renderApp(
      <>
        <p>Outside</p>
        <MoreMenu label="More" items={[{ label: 'Preview', icon: null, to: '/preview' }]} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
