# A UTF-8 byte order mark at the start of a script (or of eval'd code) is skipped
p :bom
p __LINE__
eval("\xEF\xBB\xBFp :eval_bom")
