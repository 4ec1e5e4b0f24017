import { describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/react';
import { buildUser, renderApp, screen } from '@/testing/test-utils';
import { buildChecklist, checklistPhoto } from './checklists.fixtures';
import { ChecklistAreas } from './checklist-photos';

const host = buildUser({ userType: 'host' });

describe('the move-out checklist’s photos (issue 33)', () => {
  it('shows each area’s move-in photos beside the move-out’s, area by area', () => {
    const moveIn = buildChecklist('move_in', {
      status: 'complete',
      photos: [checklistPhoto('move_in', 'entrance', 'in1'), checklistPhoto('move_in', 'inside', 'in2')],
    });
    const moveOut = buildChecklist('move_out', {
      status: 'draft',
      photos: [checklistPhoto('move_out', 'entrance', 'out1', 'host')],
    });
    renderApp(
      <ChecklistAreas checklist={moveOut} moveIn={moveIn} viewer="host" editable onAdd={vi.fn()} onRemove={vi.fn()} />,
      {
        url: '/host/bookings/b1/checklists/move-out',
        user: host,
      },
    );
    const entrance = screen.getByTestId('area-entrance');
    expect(within(entrance).getByText('At move-in')).toBeInTheDocument();
    expect(within(entrance).getByText('At move-out')).toBeInTheDocument();
    expect(within(entrance).getByRole('img', { name: 'Entrance and door at move-in, photo 1' })).toHaveAttribute(
      'src',
      '/api/bookings/b1/checklists/move-in/photos/in1',
    );
    expect(within(entrance).getByRole('img', { name: 'Entrance and door at move-out, photo 1' })).toHaveAttribute(
      'src',
      '/api/bookings/b1/checklists/move-out/photos/out1',
    );
    // The inside: a move-in photo, none yet at move-out.
    const inside = screen.getByTestId('area-inside');
    expect(within(inside).getAllByRole('img')).toHaveLength(1);
    expect(within(inside).getByText('No photos.')).toBeInTheDocument();
    // The host's own photo can be removed; every area takes a new one.
    expect(
      within(entrance).getByRole('button', { name: /Remove entrance and door at move-out, photo 1/ }),
    ).toBeInTheDocument();
    expect(screen.getAllByLabelText(/Add a photo of/)).toHaveLength(3);
  });

  it('says under each area what signing still needs there, and ties it to that area’s upload', () => {
    const moveIn = buildChecklist('move_in', {
      status: 'draft',
      photos: [checklistPhoto('move_in', 'entrance', 'in1')],
    });
    renderApp(
      <ChecklistAreas
        checklist={moveIn}
        viewer="client"
        editable
        areaErrors={{ inside: 'Add at least one photo of: Inside.' }}
        onAdd={vi.fn()}
      />,
      { url: '/client/bookings/b1/checklists/move-in', user: host },
    );
    const inside = screen.getByTestId('area-inside').parentElement!;
    expect(within(inside).getByRole('alert')).toHaveTextContent('Add at least one photo of: Inside.');
    expect(within(inside).getByLabelText('Add a photo of inside')).toHaveAccessibleDescription(
      'Add at least one photo of: Inside.',
    );
    expect(within(inside).getByLabelText('Add a photo of inside')).toHaveAttribute('aria-invalid', 'true');
    const entrance = screen.getByTestId('area-entrance').parentElement!;
    expect(within(entrance).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('read only (a move-in, or staff): no upload, no remove, no other column', () => {
    const moveIn = buildChecklist('move_in', {
      status: 'complete',
      photos: [checklistPhoto('move_in', 'entrance', 'in1')],
    });
    renderApp(<ChecklistAreas checklist={moveIn} viewer="admin" editable={false} />, {
      url: '/disputes/d1',
      user: host,
    });
    expect(screen.queryByText('At move-in')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Add a photo of/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });
});
