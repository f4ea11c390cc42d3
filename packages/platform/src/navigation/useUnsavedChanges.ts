import { useCallback, useEffect, useRef } from 'react';
import { App } from 'antd';
import { useBlocker } from 'react-router-dom';

export const UNSAVED_CHANGES = {
  title: 'Leave without saving?',
  content: 'Your changes on this page have not been saved.',
  leave: 'Leave',
  stay: 'Stay',
} as const;

/**
 * Asks before a page with unsaved edits is left: in-app navigation (react-router's blocker,
 * answered in a confirm dialog) and closing or reloading the tab (the browser's own prompt).
 * Returns `release()`: call it before navigating away after a save, so that navigation is not
 * asked about while the form's dirty flag has not caught up yet.
 */
export function useUnsavedChanges(dirty: boolean): { release(): void } {
  const { modal } = App.useApp();
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  // Set by release(); holds across re-renders (a back navigation is decided on popstate, after
  // the save's re-renders) until the page is clean again.
  const releasedRef = useRef(false);
  if (!dirty) releasedRef.current = false;

  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) =>
        dirtyRef.current && !releasedRef.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
      [],
    ),
  );

  // The dialog opens once per blocked navigation, whatever re-renders meanwhile.
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  const modalRef = useRef(modal);
  modalRef.current = modal;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const dialog = modalRef.current.confirm({
      title: UNSAVED_CHANGES.title,
      content: UNSAVED_CHANGES.content,
      okText: UNSAVED_CHANGES.leave,
      okButtonProps: { danger: true },
      cancelText: UNSAVED_CHANGES.stay,
      onOk: () => blockerRef.current.proceed?.(),
      onCancel: () => blockerRef.current.reset?.(),
    });
    return () => dialog.destroy();
  }, [blocker.state]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (releasedRef.current) return;
      event.preventDefault();
      // Older Chromium shows the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const release = useCallback(() => {
    releasedRef.current = true;
  }, []);
  return { release };
}
