// Compressed answers (@fastify/compress, the kept plugin): JSON and text of 1 KiB or more go out as
// brotli (quality 4, the plugin's default: 11 costs many times the CPU per request for a few percent
// fewer bytes) or gzip, whichever the client accepts; smaller ones are not worth the headers. The
// web build's files are not compressed here: they are served precompressed (.br/.gz written at build
// time, web.routes.ts). Images, PDFs and the live event stream (written to the raw socket) pass as
// they are. Request bodies are never decompressed: the upload budget counts Content-Length
// (upload-budget.ts), and a small gzip body that expands to the route's limit would slip past it.
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go uncompressed. */
export const COMPRESS_THRESHOLD = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
  });
}
