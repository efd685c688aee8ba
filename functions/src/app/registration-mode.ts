/**
 * Whether declarations register with the Azure Functions runtime (`app.*`) or are only collected.
 * Shared by every declare* module so the local host flips one switch for all trigger kinds.
 */
let registerWithAzure = true;

/**
 * The project's local host calls this before importing the function files: without the Functions
 * runtime, @azure/functions cannot register anything, so declarations are only collected.
 */
export function collectDeclarationsOnly(): void {
  registerWithAzure = false;
}

export function registersWithAzure(): boolean {
  return registerWithAzure;
}
