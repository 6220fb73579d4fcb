/**
 * The model's settings (AI_BASE_URL, AI_API_KEY, AI_MODEL; config.ts; issue #33 "The model,
 * honestly configured"): any OpenAI-compatible server, hosted or on the salon's own machine. A
 * leaf file, so config.ts reads the type without loading the module. The key and the address
 * (which may carry credentials) are never logged nor answered; only the model's name is shown.
 */
export interface AiSettings {
  /** The OpenAI-compatible API's address, e.g. http://127.0.0.1:11434/v1 (Ollama). */
  baseUrl: string;
  /** The bearer key; undefined for a local server that needs none. */
  apiKey: string | undefined;
  /** The model's name at that server, e.g. 'llama3.1:8b'. */
  model: string;
  /** Tokens each tenant may use a calendar month (AI_MONTHLY_TOKENS); ASSISTANT_MONTHLY_TOKENS_DEFAULT when absent. */
  monthlyTokens?: number;
}
