(self.ScrollNotesSearchData=self.ScrollNotesSearchData||{})["search/s3.js"]=JSON.parse('[["", ""], ["", ""], ["", ""], ["", ""], ["", ""]]');
