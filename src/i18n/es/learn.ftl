# learn
