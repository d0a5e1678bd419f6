import { Schema } from '@formily/react';

/**
 * Formily evaluates '{{ … }}' strings in schemas with new Function, which a Content-Security-Policy
 * forbids and which would run code written into a config. The runtime never uses schema
 * expressions (reactions are functions built by the compiler), so such text is shown literally.
 */
Schema.registerCompiler((expression: string) => `{{${expression}}}`);
