// The API client is generated from the server's OpenAPI (`npm run generate-client`); src/lib/api is never edited.
import { defineConfig } from '@hey-api/openapi-ts';

export default defineConfig({
  input: './openapi.json',
  output: { path: 'src/lib/api', format: null, lint: null },
  plugins: ['@hey-api/client-fetch', '@hey-api/typescript', '@hey-api/sdk'],
});
