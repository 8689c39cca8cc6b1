import { ContainerModule } from 'inversify';
import { AlertQueue, DialogSwitch } from '@bet/ui';

/** The popup switch and the alert queue the shell, dialogs and screens share. */
export const shellModule = new ContainerModule(({ bind }) => {
  bind(DialogSwitch)
    .toDynamicValue(() => new DialogSwitch())
    .inSingletonScope();
  bind(AlertQueue)
    .toDynamicValue(() => new AlertQueue())
    .inSingletonScope();
});
