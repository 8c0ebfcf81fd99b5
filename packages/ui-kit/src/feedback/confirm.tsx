import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef, useSyncExternalStore } from 'react';

/**
 * Confirmations as a promise (`if (await confirmAction('确定删除吗？')) ...`), answered by the one
 * <ConfirmHost/> the provider mounts. Only one question is open at a time; a new one answers the old one "no".
 */
interface Question {
  text: string;
  title: string;
  confirmText: string;
  answer: (yes: boolean) => void;
}

let open: Question | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export interface ConfirmOptions {
  title?: string;
  confirmText?: string;
}

export function confirmAction(text: string, options: ConfirmOptions = {}): Promise<boolean> {
  open?.answer(false);
  return new Promise((resolve) => {
    const question: Question = {
      text,
      title: options.title ?? '提示',
      confirmText: options.confirmText ?? '确定',
      answer: (yes) => {
        if (open === question) {
          open = null;
          emit();
        }
        resolve(yes);
      },
    };
    open = question;
    emit();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function ConfirmHost() {
  const question = useSyncExternalStore(
    subscribe,
    () => open,
    () => null,
  );
  // The dialog stays in the page while it fades out: it keeps showing the last question meanwhile, so that
  // it never has an empty title or nameless buttons.
  const lastShown = useRef<Question | null>(null);
  if (question) lastShown.current = question;
  const shown = question ?? lastShown.current;
  return (
    <Dialog.Root
      role="alertdialog"
      open={question !== null}
      onOpenChange={(details) => !details.open && question?.answer(false)}
      size="sm"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{shown?.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text whiteSpace="pre-line">{shown?.text}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={() => question?.answer(false)}>
                取消
              </Button>
              <Button colorPalette="brand" onClick={() => question?.answer(true)}>
                {shown?.confirmText}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
