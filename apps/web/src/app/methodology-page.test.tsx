import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MethodologyPage } from './methodology-page.tsx';

describe('/methodology', () => {
  it('renders docs/methodology.md with one h1, a main landmark and a way back to the form', () => {
    const router = createMemoryRouter([{ path: '/methodology', element: <MethodologyPage /> }], { initialEntries: ['/methodology'] });
    render(<RouterProvider router={router} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Methodology']);
    expect(screen.getByRole('heading', { level: 2, name: '1. Dates' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('link', { name: 'Back to the form' })).toHaveAttribute('href', '/form');
  });
});
