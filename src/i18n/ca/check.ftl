# check
