// @vitest-environment happy-dom
import type { Project } from '@contracts/projects';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSessionToken } from '../../../lib/session';
import { fakeApi, renderPage } from '../../../testing/render-page';
import { ProjectRoute } from './project-route';

const step = (status: Project['status'], label: string, at: string) => ({ status, label, at });
const concept = (id: string) => ({ id, title: `Concept ${id}`, imageUrl: `/api/boards/${id}/image?key=k`, byDesigner: 'Ada Lind' });
const PROJECT: Project = {
  id: 'p1',
  status: 'concepts-ready',
  statusLabel: 'Concepts ready',
  memberName: 'Maya',
  designer: { id: 'ada', name: 'Ada Lind' },
  brief: {
    rooms: [{ function: 'Dining', size: 'M Table', style: 'Grey Tones' }],
    photos: [],
    layout: { width: 380, length: 300, shape: 'l-shaped', items: [] },
    budgetUsd: 2500,
    likedBoards: [],
    notes: 'Seats for six.',
  },
  concepts: [concept('b1'), concept('b2')],
  chosenBoardId: null,
  deliveryNote: '',
  revisionNote: '',
  rating: null,
  timeline: [
    step('open', 'Brief sent', '2026-11-20T10:00:00.000Z'),
    step('taken', 'Taken by a designer', '2026-11-21T10:00:00.000Z'),
    step('concepts-ready', 'Concepts ready', '2026-11-22T10:00:00.000Z'),
  ],
  createdAt: '2026-11-20T10:00:00.000Z',
  takenAt: '2026-11-21T10:00:00.000Z',
  dueAt: null,
  role: 'member',
};

describe('the member project page', () => {
  it('shows the concepts by the designer and the brief; Choose sends the board and the timeline moves on', async () => {
    setSessionToken('session');
    const calls = fakeApi((call) => {
      if (call.path === 'projects/p1') return { body: PROJECT };
      if (call.path === 'projects/p1/choose')
        return {
          body: {
            ...PROJECT,
            status: 'concept-chosen',
            statusLabel: 'Concept chosen',
            chosenBoardId: 'b2',
            timeline: [...PROJECT.timeline, step('concept-chosen', 'Concept chosen', '2026-11-23T10:00:00.000Z')],
          },
        };
      return undefined;
    });
    const { user } = renderPage(<ProjectRoute />, { at: { path: '/projects/p1', route: '/projects/:id' } });
    const tiles = await screen.findAllByTestId('project-board');
    expect(tiles.map((tile) => within(tile).getByText(/^by /).textContent)).toEqual(['by Ada Lind', 'by Ada Lind']);
    expect(screen.getByText('380 × 300 cm, L-shaped')).toBeTruthy();
    expect(screen.getByTestId('project-status').textContent).toBe('Concepts ready · your designer: Ada Lind');

    await user.click(within(tiles[1]!).getByRole('button', { name: 'Choose this concept' }));
    await waitFor(() => expect(screen.getByTestId('project-status').textContent).toBe('Concept chosen · your designer: Ada Lind'));
    expect(calls.filter((call) => call.path === 'projects/p1/choose').map((call) => call.body)).toEqual([{ boardId: 'b2' }]);
    const timeline = screen.getByRole('list', { name: 'Project timeline' });
    expect(timeline.querySelector('[aria-current="step"]')?.textContent).toContain('Concept chosen');
    expect(screen.queryByRole('button', { name: 'Choose this concept' })).toBeNull();
    expect(within(screen.getAllByTestId('project-board')[1]!).getByText('Chosen')).toBeTruthy();
  });

  it('offers the final board with its shopping list, one revision and the rating once delivered', async () => {
    setSessionToken('session');
    const delivered = {
      ...PROJECT,
      status: 'delivered' as const,
      statusLabel: 'Final delivered',
      chosenBoardId: 'b2',
      deliveryNote: 'Table turned.',
    };
    fakeApi((call) => (call.path === 'projects/p1' ? { body: delivered } : undefined));
    renderPage(<ProjectRoute />, { at: { path: '/projects/p1', route: '/projects/:id' } });
    const final = await screen.findByRole('region', { name: 'Your final board' });
    expect(within(final).getByRole('link', { name: 'Shopping list' }).getAttribute('href')).toBe('/UserBoard/b2/print');
    expect(within(final).getByRole('link', { name: 'Final board, plan and 3D view' }).getAttribute('href')).toBe('/UserBoard/b2');
    expect(within(final).getByRole('button', { name: 'Ask for a revision' })).toBeTruthy();
    expect(within(final).getAllByRole('button', { name: /★$/ })).toHaveLength(5);
  });
});
