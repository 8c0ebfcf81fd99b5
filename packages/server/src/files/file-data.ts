/**
 * What an upload's bytes may arrive as, read chunk by chunk so storage never needs a whole file in memory.
 */

/** Bytes in memory, a web ReadableStream (File.stream()), or any async iterable of chunks (a Node Readable). */
export type FileData = Uint8Array | ReadableStream<Uint8Array> | AsyncIterable<Uint8Array | string>;

async function* webChunks(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  let done = false;
  try {
    while (!done) {
      const next = await reader.read();
      done = next.done;
      if (next.value) yield next.value;
    }
  } finally {
    // Stopped early (size limit, disk error): tell the producer, so the request body is not read to the end.
    if (!done) await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}

export async function* chunksOf(data: FileData): AsyncGenerator<Uint8Array> {
  if (data instanceof Uint8Array) yield data;
  else if ('getReader' in data) yield* webChunks(data);
  else for await (const chunk of data) yield typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
}
