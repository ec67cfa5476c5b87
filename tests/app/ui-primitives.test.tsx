import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/ui/button';
import { ConfirmDialog, Dialog } from '@/ui/dialog';

describe('Button', () => {
  it('is a non-submitting button with a 48 px minimum height by default', () => {
    render(<Button>Play</Button>);
    const button = screen.getByRole('button', { name: 'Play' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('min-h-12');
  });

  it('renders its child with the button look when asChild is set', () => {
    render(
      <Button asChild variant="secondary">
        <a href="/library">Library</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Library' });
    expect(link.getAttribute('href')).toBe('/library');
    expect(link.className).toContain('min-h-12');
  });
});

describe('ConfirmDialog', () => {
  it('asks a labelled question and confirms', () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title="Delete Story?"
        description='This will permanently delete "Moon Cat" and all its chapters.'
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onConfirm={onConfirm}
        destructive
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Story?' });
    expect(dialog.textContent).toContain('Moon Cat');

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('Dialog', () => {
  it('is named by its title and closes with its labelled close button', () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog open onOpenChange={onOpenChange} title="Edit profile" closeLabel="Close">
        <p>Form goes here</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Edit profile' }).textContent).toContain('Form goes here');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
