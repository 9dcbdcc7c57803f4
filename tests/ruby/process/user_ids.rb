# Process.uid, euid, gid and egid are the process's ids (Integers).
p Process.uid.is_a?(Integer), Process.euid == Process.uid, Process.gid.is_a?(Integer), Process.egid.is_a?(Integer)
