loop { begin; x = 1; rescue Exception; retry; end }
