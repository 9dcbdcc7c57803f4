# exit and Process.exit convert their status implicitly to an Integer (true 0,
# false 1); Process.exit, exit! and abort are public module functions.
[Object.new, "0", [0], nil].each { |a| begin; exit(a); rescue TypeError => e; p e; end }
begin; exit(1.5); rescue SystemExit => e; p e.status; end
begin; Process.exit(3); rescue SystemExit => e; p e.status; end
p Process.respond_to?(:exit), Process.respond_to?(:exit!), Process.respond_to?(:abort)
