import {
  CALLABLE_SCHEMAS,
  FUNCTIONS_REGION,
  type CallableName,
  type Callables,
  type FunctionsPort,
} from '@comptoir/core';
import { connectFunctionsEmulator, getFunctions, httpsCallable, type Functions } from 'firebase/functions';
import { EMULATORS, type FirebaseTarget } from './app';
import { activateAppCheck } from './app-check';
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

export function openFunctions(target: FirebaseTarget): FirebaseFunctionsDriver {
  const { app, emulators } = target;
  activateAppCheck(target);
  const functions = getFunctions(app, FUNCTIONS_REGION);
  if (emulators) connectFunctionsEmulator(functions, EMULATORS.host, EMULATORS.functions);
  return new FirebaseFunctionsDriver(functions);
}
