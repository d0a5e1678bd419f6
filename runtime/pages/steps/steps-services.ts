import { createContext, useContext } from 'react';
import type { Form } from '@formily/core';
import type { RuntimeServices } from '../../services';

/** What the page knows of one subject (a project) walked through the steps: the server's answer. */
export interface StepsSnapshot {
  /** the current step's key */
  current: string;
  /** each step's stored values, by step key */
  values: Record<string, Record<string, unknown>>;
  /** each step's form config, by form node id (an ordinary form node) */
  forms: Record<string, unknown>;
  /** the viewer fills the current step and moves (administrators); else reads */
  canMove: boolean;
  /** what is being walked through, shown above the steps (项目名称) */
  subject?: string;
}

/**
 * What a steps page needs from outside. The runtime never imports the API client
 * (ARCHITECTURE.md): the shell gives the calls of one subject (src/pages/bid-steps: a project's
 * /ks/bid/steps/* calls), the services the step forms use. Without a provider (the designer's
 * preview, a node opened without a project) the page draws the steps and names each form.
 */
export interface StepsServices {
  load(): Promise<StepsSnapshot>;
  /** stores the current step's values; the answer is the new snapshot */
  save(step: string, values: Record<string, unknown>): Promise<StepsSnapshot>;
  /** moves from the current step; the server checks the step's rules on what it stored and refuses with their message */
  move(from: string, to: string): Promise<StepsSnapshot>;
  /** the form fields' option, upload … calls */
  formServices: RuntimeServices;
  /**
   * The form of the step on screen, whenever one is made: a host that changes a value the server
   * keeps (a sign-in's count) sets it there, and what the user typed in the other fields stays.
   */
  formShown?(step: string, form: Form): void;
}

export const StepsServicesContext = createContext<StepsServices | null>(null);
export const StepsServicesProvider = StepsServicesContext.Provider;
export const useStepsServices = (): StepsServices | null => useContext(StepsServicesContext);
