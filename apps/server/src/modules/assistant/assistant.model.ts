/**
 * The language model behind Dawn (issue #33 "The model, honestly configured"): any
 * OpenAI-compatible server (a hosted one, or Ollama, llama.cpp or vLLM on the salon's own
 * machine) through the AI SDK's own provider, asked to report token use while streaming.
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { AiSettings } from './ai-settings.js';

/** The model `settings` name at their server. */
export function languageModelOf(settings: AiSettings): LanguageModel {
  const provider = createOpenAICompatible({
    name: 'daybook-ai',
    baseURL: settings.baseUrl,
    ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
    includeUsage: true,
  });
  return provider.chatModel(settings.model);
}
