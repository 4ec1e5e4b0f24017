import { describe, expect, it, vi } from 'vitest';
import { handoverLimits } from '@espasyo/domain/handover/checklists';
import { buildUser, renderApp, screen } from '@/testing/test-utils';
import { buildChecklist } from './checklists.fixtures';
import { ChecklistForm } from './checklist-form';

const client = buildUser({ userType: 'client' });

function render(problems?: Record<string, string>) {
  const onSave = vi.fn();
  const view = renderApp(
    <ChecklistForm checklist={buildChecklist('move_in')} saving={false} problems={problems} onSave={onSave} />,
    { url: '/client/bookings/b1/checklists/move-in', user: client },
  );
  return { ...view, onSave };
}

describe('the checklist form (issue 33)', () => {
  it('asks the condition of each thing the listing lists and the meter, and sends what was chosen', async () => {
    const { user, onSave } = render();
    for (const thing of ['Door', 'Lock', 'Lights', 'Floor', 'Roof and leaks', 'Power outlets']) {
      expect(screen.getByRole('group', { name: thing })).toBeInTheDocument();
    }
    await user.click(screen.getAllByRole('radio', { name: 'Damaged' })[0]);
    await user.type(screen.getByRole('textbox', { name: 'Note on the door' }), 'Dent at the bottom');
    await user.click(screen.getAllByRole('radio', { name: 'Good' })[1]);
    await user.type(screen.getByRole('textbox', { name: 'Electricity meter (kWh)' }), '1024.5');
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Two keys.');
    await user.click(screen.getByRole('button', { name: 'Save checklist' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    const sent = onSave.mock.calls[0][0];
    expect(sent.items[0]).toEqual({ key: 'door', condition: 'damaged', note: 'Dent at the bottom' });
    expect(sent.items[1]).toMatchObject({ key: 'lock', condition: 'good' });
    expect(sent.items[2]).toMatchObject({ key: 'lights', condition: null });
    expect(sent.meters).toEqual([{ key: 'electricity', reading: '1024.5' }]);
    expect(sent.notes).toBe('Two keys.');
  });

  it('refuses a reading that is not a number, with the schema’s message under the field, and sends nothing', async () => {
    const { user, onSave } = render();
    const meter = screen.getByRole('textbox', { name: 'Electricity meter (kWh)' });
    await user.type(meter, '12 kWh');
    await user.click(screen.getByRole('button', { name: 'Save checklist' }));
    expect(await screen.findByText(/digits only/)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    expect(meter).toHaveAttribute('maxLength', String(handoverLimits.reading));
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAttribute('maxLength', String(handoverLimits.notes));
  });

  it('shows what signing still needs under the fields the server names', () => {
    render({
      'items.0.condition': 'Choose the condition of: Door.',
      'meters.0.reading': 'Enter the reading of: Electricity meter.',
    });
    expect(screen.getByText('Choose the condition of: Door.')).toBeInTheDocument();
    expect(screen.getByText('Enter the reading of: Electricity meter.')).toBeInTheDocument();
  });
});
