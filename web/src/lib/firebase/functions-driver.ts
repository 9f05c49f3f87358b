import { CALLABLE_SCHEMAS, type CallableName, type Callables, type FunctionsPort } from '@comptoir/core';
import { httpsCallable, type Functions } from 'firebase/functions';
import { toFunctionError } from './functions-errors';

/** The FunctionsPort over callable Cloud Functions; answers are checked like the local driver's. */
export class FirebaseFunctionsDriver implements FunctionsPort {
  constructor(private readonly functions: Functions) {}

  async call<N extends CallableName>(name: N, input: Callables[N]['input']): Promise<Callables[N]['output']> {
    try {
      const { data } = await httpsCallable(this.functions, name)(input);
      return CALLABLE_SCHEMAS[name].output.parse(data) as Callables[N]['output'];
    } catch (error) {
      throw toFunctionError(error);
    }
  }
}
