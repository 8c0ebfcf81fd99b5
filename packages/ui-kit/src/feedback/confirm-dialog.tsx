import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { usePhone } from '../phone/use-phone.js';
import { type Question, useOpenQuestion } from './confirm.js';

/** The confirmation dialog of confirmAction (confirm.tsx), loaded with the first question. */
export default function ConfirmDialog() {
  const question = useOpenQuestion();
  // On a phone it fills the screen like every dialog there (AppDialog), its buttons at the bottom.
  const size = usePhone() ? 'full' : 'sm';
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
      size={size}
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
