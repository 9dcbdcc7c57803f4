# Kernel#warn with uplevel: (the caller's file and line, "warning: " alone
# past the last frame) and category: (left out while Warning[category] is
# off; checked and converted). Expected output from CRuby 4.0.
def helper = warn("from helper", uplevel: 1)
warn "plain"
warn "up0", uplevel: 0
helper
warn nil, uplevel: 0
warn "x", category: :deprecated
warn "big", uplevel: 100
begin; warn "n", uplevel: -1; rescue => e; p e; end
begin; warn "c", category: 1; rescue => e; p e; end
begin; warn "c", category: :nope; rescue => e; p e; end
Warning[:deprecated] = true
warn "shown", category: "deprecated"
Kernel.warn "module function"
$VERBOSE = nil
warn "silent"
p Kernel.private_instance_methods.include?(:warn)
