import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, onTestFinished } from 'vitest';
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

  it("gives each numbered section an anchor and scrolls to the one a link names (the form's help links to §5)", () => {
    // jsdom lays nothing out and has no scrollIntoView: record which element is asked to come into view.
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
    });
    const router = createMemoryRouter([{ path: '/methodology', element: <MethodologyPage /> }], {
      initialEntries: ['/methodology#section-5'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 2, name: '5. Loss of earnings (personal injury)' })).toHaveAttribute('id', 'section-5');
    expect(screen.getByRole('heading', { level: 2, name: /^4b\. Growth rate/ })).toHaveAttribute('id', 'section-4b');
    expect(scrolled).toEqual(['section-5']);
  });

  it('still shows the page for an anchor that names nothing or is malformed', () => {
    for (const entry of ['/methodology#nowhere', '/methodology#%E0%A4%A']) {
      const router = createMemoryRouter([{ path: '/methodology', element: <MethodologyPage /> }], { initialEntries: [entry] });
      const { unmount } = render(<RouterProvider router={router} />);
      expect(screen.getByRole('heading', { level: 1, name: 'Methodology' })).toBeInTheDocument();
      unmount();
    }
  });
});
