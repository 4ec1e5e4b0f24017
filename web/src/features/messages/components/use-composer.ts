import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatBytes } from '@espasyo/domain/format';
import { MESSAGE_MAX } from '@espasyo/domain/messaging/messaging';
import { checkFile, defaultFileRules, typeList } from '@/features/account';
import { useAuth } from '@/lib/auth';
import { useMessages } from '@/lib/i18n';
import { usePublicSettings } from '@/lib/public-settings';
import type { ChatScope } from '../api/keys';
import { sendMessage } from '../api/outgoing';

/** The counter shows once this much of the limit is used. */
const COUNTER_FROM = Math.round(MESSAGE_MAX * 0.8);

/**
 * The composer's state: the text (the shared MESSAGE_MAX), one photo with its preview, Enter to
 * send and Shift+Enter for a new line. Sending hands the message to the outgoing queue (which
 * uploads the photo first, and waits for the connection when there is none) and clears the form.
 */
export function useComposer({ scope, conversationId }: { scope: ChatScope; conversationId: string }) {
  const m = useMessages('messages');
  const client = useQueryClient();
  const userId = useAuth().user?.id ?? null;
  const settings = usePublicSettings().data;
  const types = settings?.allowedImageTypes ?? defaultFileRules.allowedImageTypes;
  const maxBytes = settings?.maxFileSize ?? defaultFileRules.maxFileSize;
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string>();
  const textRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const body = text.trim();
  const canSend = body.length > 0 || !!file;
  const left = MESSAGE_MAX - text.length;

  function choose(f: File | undefined) {
    if (!f) return;
    const problem = checkFile(f, types, maxBytes, {
      type: () => m.composer.imageType({ types: typeList(types) }),
      size: () => m.composer.imageSize({ max: formatBytes(maxBytes) }),
    });
    setFileError(problem);
    setFile(problem ? null : f);
  }

  function send(e?: FormEvent) {
    e?.preventDefault();
    if (!canSend) return;
    sendMessage(client, { userId, scope, conversationId, body, file });
    setText('');
    setFile(null);
    setFileError(undefined);
    textRef.current?.focus();
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    send();
  }

  return {
    text,
    setText,
    file,
    preview,
    fileError,
    accept: types,
    choose,
    removeFile: () => setFile(null),
    send,
    onKeyDown,
    canSend,
    counter: text.length >= COUNTER_FROM ? m.composer.counter({ count: left }) : null,
    textRef,
  };
}
