// Runs last inside the module: the API createGarnet() resolves to.
//   const vm = await createGarnet({ stdout, stderr, stdin });
//   const { exitCode, durationMs } = await vm.run(source, { filename, args });

// Runs Ruby source on a fresh VM; resolves to its exit status and duration.
Module.run = async function (source, { filename = 'main.rb', args = [] } = {}) {
  const encoder = Module.garnetEncoder;
  const argBytes = [];
  for (const arg of args) argBytes.push(...encoder.encode(String(arg)), 0);
  const started = performance.now();
  let exitCode;
  try {
    exitCode = Module.ccall('garnet_run', 'number', ['string', 'string', 'array', 'number'],
                            [source, filename, new Uint8Array(argBytes), args.length]);
  } catch (e) {
    if (!(e && e.name === 'ExitStatus')) throw e;
    exitCode = e.status; // exit! ended the module
  }
  return { exitCode, durationMs: performance.now() - started };
};
